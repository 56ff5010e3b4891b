/** The receipt e-mailed to the customer as an order completes. */
import { formatAmount } from '#shared/domain/pricing.ts';
import { receiptTable, receiptTotalLabel, receiptWhen } from '#shared/domain/receipt.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { mailFooter, renderMail, type OutgoingMail } from '#server/modules/mail/index.ts';

export function receiptMail(receipt: Receipt, to: string, business: BusinessProfile): OutgoingMail {
  const { head, rows } = receiptTable(receipt);
  return renderMail({
    to,
    subject: `Receipt for your order ${receipt.orderNumber}`,
    title: `Receipt: order ${receipt.orderNumber}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you: your ${receipt.title} order ${receipt.orderNumber} is complete. This is your receipt.`,
      },
      {
        kind: 'details',
        rows: [
          ['Bureau', receipt.business.legalName || receipt.business.tradingName],
          ['MSB registration number', receipt.business.msbNumber || 'Not yet registered'],
          [
            'Branch',
            receipt.branch.address
              ? `${receipt.branch.name}, ${receipt.branch.address}`
              : receipt.branch.name,
          ],
          ['Completed', receiptWhen(receipt)],
          ['Order number', receipt.orderNumber],
        ],
      },
      { kind: 'table', head, rows },
      {
        kind: 'details',
        rows: [
          ['Commission', `£${formatAmount(receipt.commission)}`],
          [receiptTotalLabel(receipt), `£${formatAmount(receipt.totalGbp)}`],
          ...(receipt.idDocument
            ? [['ID document checked', receipt.idDocument] satisfies [string, string]]
            : []),
        ],
      },
      { kind: 'paragraph', text: 'Please keep this receipt for your records.' },
    ],
    footer: mailFooter(business),
  });
}
