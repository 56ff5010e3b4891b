/** Staff-editable settings as JSON values under a key (`upsell`, later the latest-rates switch). */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: Date;
}
