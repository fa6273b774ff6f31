/** Server messages of issue 12's tickets (the loyalty programme), spread into en.ts. */
export const ticketsEn = {
  // Alcohol tickets (modules/tickets): the listing's words (SPEC §4), redeeming, refusals.
  'ticket.status.not_used': 'not yet used',
  'ticket.status.left_one': '1 unused ticket left',
  'ticket.status.left': '{{count}} unused tickets left',
  'ticket.status.completed': 'all completed',
  'ticket.status.expired': 'expired',
  'ticket.status.void': 'void',
  'success.ticket_redeemed': '1 ticket redeemed: {{count}} left.',
  'success.ticket_all_completed': 'All tickets completed.',
  'error.ticket_expired': 'This ticket expired on {{date}}: it can no longer be redeemed.',
  'error.ticket_completed': 'All tickets completed: none is left to redeem.',
  'error.ticket_void': 'This ticket was voided when its item was refunded.',
  'error.ticket_status_refused': 'This ticket is {{from}} and cannot become {{to}}.',
  // Birthday gifts (modules/birthday, orders/pricing.ts).
  'error.birthday_gift_one': 'One birthday gift per order: order a single one.',
  'error.birthday_gift_no_date_of_birth': 'Add your date of birth in your profile first.',
  'error.birthday_gift_not_month': 'Birthday gifts are for your birthday month.',
  'error.birthday_gift_claimed': "You have already claimed this store's birthday gift this year.",
  'error.birthday_gift_given_back': 'This order is {{status}}: its birthday gift was given back.',
} as const;
