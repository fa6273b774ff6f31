import { App, Modal, type ModalFuncProps, message, notification } from 'antd';

type Feedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'> & {
  modal: { warning: (config: ModalFuncProps) => unknown };
};

/**
 * Toasts and notifications for code outside React (the API client's error handlers). The
 * bridge below swaps in antd's context-aware instances, which follow the theme and locale.
 */
export const feedback: Feedback = { message, notification, modal: Modal };

export function FeedbackBridge() {
  const app = App.useApp();
  feedback.message = app.message;
  feedback.notification = app.notification;
  feedback.modal = app.modal;
  return null;
}
