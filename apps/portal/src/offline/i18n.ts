import type { Texts } from '../i18n/texts';

/** The staff app working offline: the banner, actions waiting to be sent, and those refused. */
export const en = {
  offline: {
    banner: {
      offline_zero: 'Offline — the screens show what they last saw; what you do is kept on this device',
      offline_one: 'Offline — {{count}} action waiting',
      offline_other: 'Offline — {{count}} actions waiting',
      sending_one: 'Sending {{count}} action…',
      sending_other: 'Sending {{count}} actions…',
      hint: 'Actions are kept on this device, even through a reload, and sent in order when the connection returns.',
    },
    update: {
      ready: 'A new version of Meja Staff is ready.',
      reload: 'Reload',
    },
    queued: {
      keyIn: 'Saved on this device: the order is sent when the connection returns.',
      paid: 'Payment saved on this device: it is sent when the connection returns.',
      food: 'Saved on this device: sent when the connection returns.',
    },
    pending: {
      waiting: 'Waiting to send',
      keyedIn: 'Keyed in on this device',
      paidInCash: 'Paid in cash (RM {{tendered}} received)',
      paidBy: 'Paid: {{method}}',
      paymentWaiting: 'Payment waiting to send',
      paymentWaitingBody:
        'This order’s payment was taken on this device and is sent when the connection returns. Do not take it again.',
      subtotal: 'Subtotal',
      total: 'Total',
      subtotalHint: 'Service charge and SST, if the store adds them, are added when the order is sent.',
      takeCash: 'Take cash',
      cashTitle: 'Take cash · {{label}}',
      cashHint:
        'Offline, the total with service charge and SST is not known yet: count the cash against the bill the order shows once sent, or leave the amount empty.',
      received: 'Amount received (optional)',
      markPaid: 'Mark paid',
      table: 'Table {{name}}',
    },
    attention: {
      title_one: '{{count}} action needs attention',
      title_other: '{{count}} actions need attention',
      refused: 'The server refused it: {{reason}}',
      dismiss: 'Dismiss',
      keyIn: 'Order keyed in at {{time}} ({{what}})',
      keyInPaid: 'Order keyed in and paid at {{time}} ({{what}})',
      paid: '{{label}}: payment taken at {{time}}',
      food: '{{label}}: kitchen change at {{time}}',
      serve: '{{label}}: served at {{time}}',
      advice: {
        already_paid:
          'Already paid by another cashier: check the order, and give the money back if it was taken twice.',
        payment_changed:
          'The order changed before the payment arrived: check the order and take the payment again if it is still due.',
        stock:
          'A food ran out before the order was sent: tell the diner, and key the order in again without it.',
        key_reused:
          'It was sent differently before: check the board for the order before keying it in again.',
        not_in_kitchen: 'The order is no longer in the kitchen (refunded or voided): check it on the board.',
        food_refused: 'The kitchen display changed meanwhile: check the order on the screen.',
        invalid: 'Check what was entered, and do it again.',
        forbidden: 'This account may not do that any more: ask the store owner.',
        other: 'Check the order, and do it again if it is still needed.',
      },
    },
    needsConnection: {
      print: 'Printing needs a connection',
      receipt: 'The receipt needs a connection',
      action: 'Needs a connection',
      refund: 'Voids and refunds need a connection',
      recall: 'Recalling a ticket needs a connection',
    },
    signOut: {
      title_one: '{{count}} action has not been sent yet',
      title_other: '{{count}} actions have not been sent yet',
      body: 'Signing out now discards them from this device. Wait until the connection returns and they are sent, or sign out anyway.',
      confirm: 'Sign out anyway',
    },
  },
} as const;

/** 离线工作：完整翻译。 */
export const zh: Texts<typeof en> = {
  offline: {
    banner: {
      offline_zero: '离线 — 屏幕显示最后看到的内容；您的操作会保存在本设备上',
      offline_one: '离线 — {{count}} 个操作待发送',
      offline_other: '离线 — {{count}} 个操作待发送',
      sending_one: '正在发送 {{count}} 个操作…',
      sending_other: '正在发送 {{count}} 个操作…',
      hint: '操作会保存在本设备上（重新加载也不会丢失），网络恢复后按顺序发送。',
    },
    update: {
      ready: 'Meja Staff 有新版本。',
      reload: '重新加载',
    },
    queued: {
      keyIn: '已保存在本设备上：网络恢复后发送订单。',
      paid: '付款已保存在本设备上：网络恢复后发送。',
      food: '已保存在本设备上：网络恢复后发送。',
    },
    pending: {
      waiting: '等待发送',
      keyedIn: '在本设备上录入',
      paidInCash: '现金已付（收到 RM {{tendered}}）',
      paidBy: '已付：{{method}}',
      paymentWaiting: '付款等待发送',
      paymentWaitingBody: '此订单的付款已在本设备上收取，网络恢复后发送。请勿重复收款。',
      subtotal: '小计',
      total: '总额',
      subtotalHint: '如商店收取服务费和 SST，将在订单发送时加上。',
      takeCash: '收现金',
      cashTitle: '收现金 · {{label}}',
      cashHint: '离线时尚不知道含服务费和 SST 的总额：请按订单发送后显示的账单核对现金，或不填金额。',
      received: '收到金额（可不填）',
      markPaid: '标记为已付',
      table: '{{name}} 号桌',
    },
    attention: {
      title_one: '{{count}} 个操作需要处理',
      title_other: '{{count}} 个操作需要处理',
      refused: '服务器拒绝了：{{reason}}',
      dismiss: '知道了',
      keyIn: '{{time}} 录入的订单（{{what}}）',
      keyInPaid: '{{time}} 录入并付款的订单（{{what}}）',
      paid: '{{label}}：{{time}} 收取的付款',
      food: '{{label}}：{{time}} 的厨房操作',
      serve: '{{label}}：{{time}} 的上菜',
      advice: {
        already_paid: '已由另一位收银员收款：请核对订单，如重复收款请退还。',
        payment_changed: '付款送达前订单已变更：请核对订单，如仍需付款请重新收款。',
        stock: '订单发送前有菜品售罄：请告知顾客，并去掉该菜品后重新录入。',
        key_reused: '之前以不同内容发送过：重新录入前请先在看板上查找该订单。',
        not_in_kitchen: '订单已不在厨房（已退款或作废）：请在看板上查看。',
        food_refused: '厨房显示屏期间已有变化：请在屏幕上查看该订单。',
        invalid: '请检查输入内容后重新操作。',
        forbidden: '此账号已无权执行该操作：请联系店主。',
        other: '请核对订单，如仍需要请重新操作。',
      },
    },
    needsConnection: {
      print: '打印需要网络连接',
      receipt: '收据需要网络连接',
      action: '需要网络连接',
      refund: '作废和退款需要网络连接',
      recall: '召回单据需要网络连接',
    },
    signOut: {
      title_one: '{{count}} 个操作尚未发送',
      title_other: '{{count}} 个操作尚未发送',
      body: '现在退出会从本设备上丢弃这些操作。请等网络恢复、操作发送后再退出，或仍然退出。',
      confirm: '仍然退出',
    },
  },
};
