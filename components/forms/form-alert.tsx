// Why a submission failed, announced as soon as it appears. Always in the page (empty), because
// screen readers only announce changes inside an alert region that already exists.
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <p className="rounded-lg bg-paper p-3 text-sm font-semibold text-danger ring-2 ring-danger">
          {message}
        </p>
      )}
    </div>
  );
}
