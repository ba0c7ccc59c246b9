/**
 * A chart's numbers per day as a table (docs/decisions/019-charts.md): the accessible alternative
 * the console's overview and the progress calendar show under "Show as table".
 */
export function DayTable({
  caption,
  valueLabel,
  rows,
}: {
  caption: string;
  valueLabel: string;
  /** In the order shown (newest first); `day` is the key, `label` and `value` what is read. */
  rows: readonly { day: string; label: string; value: string }[];
}) {
  return (
    <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">
              Day
            </th>
            <th scope="col" className="p-2 text-right font-medium">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row" className="p-2 text-left font-normal">
                {r.label}
              </th>
              <td className="p-2 text-right tabular-nums">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
