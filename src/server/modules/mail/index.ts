export { type OutboxTable } from './mail.table.ts';
export { default as mailWorker } from './mail.worker.ts';
export { enqueueMail, outboxRow, type OutgoingMail } from './outbox.ts';
export {
  collectionDayChangedMail,
  collectionReminderMail,
  emailVerificationMail,
  holdEndingMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderExpiredMail,
  rateAlertConfirmationMail,
  rateAlertLimitMail,
  rateAlertMail,
  readyToCollectMail,
} from './templates.ts';
