// What a visitor wrote (a name, a message), shown on an English staff page: text in Devanagari is
// marked lang="hi", so screen readers read it in Hindi and globals.css draws it with Poppins'
// Devanagari files.
const DEVANAGARI = /[\u0900-\u097F]/;

export const isHindiText = (text: string) => DEVANAGARI.test(text);

export function PersonText({ text, className }: { text: string; className?: string }) {
  if (!isHindiText(text)) return className ? <span className={className}>{text}</span> : text;
  return (
    <span lang="hi" className={className}>
      {text}
    </span>
  );
}
