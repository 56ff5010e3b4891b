const SITE = 'Global Currency Connect';

/** The page's <title> and meta description; React hoists both into the document head. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${SITE}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
