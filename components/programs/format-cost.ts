/** "$600": whole amounts without decimals, in the program's own currency. */
export function formatCost(cost: number, currency: string): string {
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(cost) ? 0 : 2,
  }).format(cost);
}
