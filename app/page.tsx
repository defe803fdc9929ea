export default function HomePage() {
  return <h1>Coder House</h1>;
}
