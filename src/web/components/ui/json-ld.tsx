/**
 * Structured data for search engines (schema.org as JSON-LD). A data block is never executed,
 * so the Content-Security-Policy, which allows no inline scripts, lets it be. `<` is escaped so
 * no text in the data can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json">{JSON.stringify(data).replaceAll('<', '\\u003c')}</script>
  );
}
