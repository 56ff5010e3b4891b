export { type OutboxTable } from './mail.table.ts';
export { default as mailWorker } from './mail.worker.ts';
export { enqueueMail, outboxRow, type OutgoingMail } from './outbox.ts';
export { escapeHtml, mailFooter, renderMail, type Block } from './mail-document.ts';
