import { App, message, notification } from 'antd';

type Feedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

/**
 * Toasts and notifications for code outside React (the API client's error handlers). The
 * bridge below swaps in antd's context-aware instances, which follow the theme and locale.
 */
export const feedback: Feedback = { message, notification };

export function FeedbackBridge() {
  const app = App.useApp();
  feedback.message = app.message;
  feedback.notification = app.notification;
  return null;
}
