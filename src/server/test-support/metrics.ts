/** What the metrics tests share: the token a server is given, and reading Prometheus's text. */

export const METRICS_TOKEN = 'a'.repeat(16) + 'b'.repeat(16);
export const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of the sample `name{labels}` (labels as printed), or undefined when absent. */
export function sample(text: string, name: string, labels = ''): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}
