/** Sends one text message; `to` is a phone number in E.164 ("+60123456789"). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
