/**
 * An e-mail described once as blocks and rendered twice, as plain text and as HTML, so both parts
 * always say the same thing. Every value reaches the HTML part through `escapeHtml`.
 */
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { OutgoingMail } from './outbox.ts';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A link to follow: its address is printed in full in the plain-text part. */
  | { kind: 'link'; text: string; href: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; head: readonly string[]; rows: ReadonlyArray<readonly string[]> }
  /** Label and value pairs, such as the booking details. */
  | { kind: 'details'; rows: ReadonlyArray<readonly [string, string]> };

export interface MailDocument {
  to: string;
  subject: string;
  /** The first line of the message body. */
  title: string;
  blocks: readonly Block[];
  /** Small print under a rule: who sent it and how to reach them. */
  footer: readonly string[];
  /** See `OutgoingMail.unsubscribeUrl`; the document shows its own unsubscribe link too. */
  unsubscribeUrl?: string | undefined;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function renderMail(document: MailDocument): OutgoingMail {
  return {
    to: document.to,
    subject: document.subject,
    text: renderText(document),
    html: renderHtml(document),
    unsubscribeUrl: document.unsubscribeUrl,
  };
}

function renderText({ title, blocks, footer }: MailDocument): string {
  const parts = [title, ...blocks.map(textBlock), ['--', ...footer].join('\n')];
  return `${parts.join('\n\n')}\n`;
}

function textBlock(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.text}:\n${block.href}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table':
      return alignColumns([block.head, ...block.rows]);
    case 'details':
      return alignColumns(block.rows.map(([label, value]) => [`${label}:`, value]));
  }
}

/** Pads every column but the last to its widest cell, for monospaced mail readers. */
function alignColumns(rows: ReadonlyArray<readonly string[]>): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index] ?? 0) : cell))
        .join('  '),
    )
    .join('\n');
}

const CELL = 'style="padding:4px 12px 4px 0;text-align:left;vertical-align:top"';

function renderHtml({ subject, title, blocks, footer }: MailDocument): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    ...blocks.map(htmlBlock),
    '<hr>',
    `<p style="font-size:12px;color:#6b7280">${footer.map(escapeHtml).join('<br>')}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function htmlBlock(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="font-size:18px">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'table': {
      const head = block.head.map((cell) => `<th ${CELL}>${escapeHtml(cell)}</th>`).join('');
      const rows = block.rows.map(
        (row) => `<tr>${row.map((cell) => `<td ${CELL}>${escapeHtml(cell)}</td>`).join('')}</tr>`,
      );
      return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    case 'details': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th ${CELL}>${escapeHtml(label)}</th><td ${CELL}>${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse"><tbody>${rows.join('')}</tbody></table>`;
    }
  }
}

/** The small print of every e-mail: who sent it and how to reach them. */
export function mailFooter(business: BusinessProfile): string[] {
  return [
    `${business.tradingName}: ${business.phone}, ${business.supportEmail}`,
    `${business.legalName}, ${business.postalAddress}`,
  ];
}
