/** A single row (id 1): who the bureau is, as shown in the footer and on the contact page. */
export interface BusinessProfileTable {
  id: number;
  tradingName: string;
  legalName: string;
  phone: string;
  supportEmail: string;
  postalAddress: string;
  /** Companies House number; '' until set. */
  companyNumber: string;
  /** HMRC money service business registration number; '' until set. */
  msbNumber: string;
}
