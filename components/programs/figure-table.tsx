import type { FigureTable as FigureTableData } from "@/lib/content/exams";

/** A table of exam figures: caption, column headers and a header cell on every row. */
export function FigureTable({ table }: { table: FigureTableData }) {
  const [first, ...rest] = table.columns;
  return (
    <div className="overflow-x-auto rounded-card ring-1 ring-line/40">
      <table className="w-full border-collapse text-left">
        <caption className="bg-navy px-3 py-3 sm:px-4 text-left font-semibold text-lime">
          {table.caption}
        </caption>
        <thead className="bg-pale text-navy">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {first}
            </th>
            {rest.map((c) => (
              <th key={c} scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([head, ...cells]) => (
            <tr key={head} className="border-t border-line/40 bg-paper">
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-navy">
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="px-3 py-3 sm:px-4 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.footer && (
          <tfoot>
            <tr className="border-t-2 border-navy bg-mist">
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-navy">
                {table.footer[0]}
              </th>
              {table.footer.slice(1).map((cell, i) => (
                <td key={i} className="px-3 py-3 sm:px-4 font-semibold text-navy">
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
