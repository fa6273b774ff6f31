/**
 * Role × route: who may call what. Every route in the OpenAPI document must appear here, or the
 * matrix test fails. A listed subject is allowed (its call passes authorization; it may still be
 * refused as invalid or not found); every other subject must get 403.
 *
 * Subjects are the roles, with operation staff split by access option.
 */
export const subjects = [
  'admin',
  'master_agent',
  'mentor',
  'agent',
  'sub_agent',
  'merchant',
  'staff:order',
  'staff:kitchen',
  'staff:setting',
  'staff:serve',
  'buddy',
] as const;
export type Subject = (typeof subjects)[number];

const everyone: readonly Subject[] = subjects;
const agents: readonly Subject[] = ['master_agent', 'mentor', 'agent'];
const tables: readonly Subject[] = ['admin', 'merchant', 'staff:setting'];
const staffReaders: readonly Subject[] = ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'];
const staffWriters: readonly Subject[] = ['admin', 'merchant', 'staff:setting'];
const contentReaders: readonly Subject[] = subjects.filter((s) => s !== 'buddy');
const termsReaders: readonly Subject[] = ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'];
const payoutReaders: readonly Subject[] = ['admin', ...agents, 'merchant'];
const reportReaders = {
  merchant: ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  network: ['admin', ...agents],
} as const satisfies Record<string, readonly Subject[]>;

export const matrix: Record<string, 'public' | readonly Subject[]> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  // issue 15: the support contact, for the sign-in page
  'GET /api/setting/contact': 'public',
  'POST /api/send_forget_email': 'public',
  // A reset token needs no sign-in; without one the service itself asks for it.
  'POST /api/change_password': 'public',
  'POST /api/logout': everyone,
  'GET /api/me': everyone,
  'POST /api/set_password': everyone,
  'POST /api/admin/merchant/first_time_login': everyone,
  'GET /api/admin/user': ['admin', ...agents, 'sub_agent'],
  'GET /api/admin/user/{id}': ['admin', ...agents, 'sub_agent'],
  'POST /api/admin/user': ['admin', ...agents],
  'PUT /api/admin/user/{id}': ['admin', ...agents],
  'PATCH /api/admin/user/{id}': ['admin', ...agents],
  'GET /api/admin/merchant/dashboard': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:order'],
  'GET /api/admin/table': tables,
  'POST /api/admin/table': tables,
  'GET /api/admin/table/{id}': tables,
  'PUT /api/admin/table/{id}': tables,
  'DELETE /api/admin/table/{id}': tables,
  'POST /api/admin/table/{id}/regenerate': tables,
  'GET /api/admin/table_qr_sheet': tables,
  'GET /api/public/table/{token}': 'public',
  'GET /api/public/table/{token}/menu': 'public',
  // Orders: the table's or the order's own token is the key (unknown here: 404).
  'POST /api/public/table/{token}/price': 'public',
  'POST /api/public/table/{token}/orders': 'public',
  'GET /api/public/table/{token}/bill': 'public',
  'GET /api/public/orders/{orderToken}': 'public',
  'GET /api/public/orders/{orderToken}/events': 'public',
  // Payments (issue 5): the diner starts a payment, gateways call back, the sandbox gateway's own page.
  'POST /api/public/orders/{orderToken}/pay': 'public',
  'POST /api/public/orders/{orderToken}/pay_at_counter': 'public',
  // Issue 29: a diner splits the bill from its page; a signed-in buddy pays a share with points.
  'POST /api/public/orders/{orderToken}/split': 'public',
  'POST /api/public/orders/{orderToken}/points': 'public',
  'GET /api/public/payments/{gateway}/return': 'public',
  'POST /api/public/payments/{gateway}/callback': 'public',
  'GET /api/public/sandbox/pay/{ref}': 'public',
  'POST /api/public/sandbox/pay/{ref}': 'public',
  // Buddy sign-in by SMS code, and a buddy's own past orders.
  'POST /api/public/otp/send': 'public',
  'POST /api/public/otp/verify': 'public',
  'GET /api/public/me/orders': ['buddy'],
  // Issue 12: a buddy's own profile; wallets (a buddy's own, a member's for those who see members).
  'GET /api/public/me': ['buddy'],
  'PUT /api/public/me': ['buddy'],
  'POST /api/get_wallet_history': ['buddy', 'admin', ...agents, 'merchant', 'staff:order', 'staff:setting'],
  'GET /api/admin/merchant/member_listing': ['admin', ...agents, 'merchant', 'staff:order', 'staff:setting'],
  // Issue 26: a buddy's date of birth, set once by the buddy, is corrected only by an admin.
  'PATCH /api/admin/buddy/date_of_birth/{id}': ['admin'],
  'PATCH /api/admin/merchant/member_status/{id}': ['admin', ...agents],
  // Agents and sub-agents may look at their merchants' staff; the /{id} target is no staff member: 404.
  'GET /api/admin/merchant_staff_index': staffReaders,
  'GET /api/admin/merchant_staff/{id}': staffReaders,
  'POST /api/admin/merchant_staff': staffWriters,
  'PUT /api/admin/merchant_staff_update/{id}': staffWriters,
  'PATCH /api/admin/merchant_staff_update/{id}': staffWriters,
  // issue 26: a reset link to a staff member's own e-mail, from the owner or an admin (Setting staff: 403).
  'POST /api/admin/merchant_staff/{id}/reset_link': ['admin', 'merchant'],
  // The media library; the /{id} target is no media item (404). Files are public: their keys are unguessable.
  'GET /api/media': ['admin', 'merchant', 'staff:setting'],
  'POST /api/media': ['admin', 'merchant', 'staff:setting'],
  'GET /api/media/{id}': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/media/{id}': ['admin', 'merchant', 'staff:setting'],
  'PATCH /api/media/{id}': ['admin', 'merchant', 'staff:setting'],
  'DELETE /api/media/{id}': ['admin', 'merchant', 'staff:setting'],
  'GET /api/media/file/{key}/{variant}': 'public',
  // The food image library: admins curate it, merchants and Setting staff browse and pick (the /{id} target: 404).
  'GET /api/admin/food_image': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/food_image/tags': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/food_image/{id}': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/food_image': ['admin'],
  'PUT /api/admin/food_image/{id}': ['admin'],
  'DELETE /api/admin/food_image/{id}': ['admin'],
  // Store and company: sub-agents only read; staff with Setting access get the store (company: 403 in the service).
  'GET /api/admin/merchant/info': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  'PUT /api/admin/merchant/update': ['admin', ...agents, 'merchant', 'staff:setting'],
  'PATCH /api/admin/merchant/update': ['admin', ...agents, 'merchant', 'staff:setting'],
  'GET /api/admin/check_edit': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  'GET /api/admin/merchant/view_agent': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  // Menu categories and option groups (menu.manage; the /{id} target is no category or group: 404), and
  // the generic toggle/delete of SPEC §7, whose items then check their own permission.
  'GET /api/admin/category': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/category': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/category/{id}': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/admin/category/{id}': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/admin/category_priority': ['admin', 'merchant', 'staff:setting'],
  // Issue 29: the store's courses (menu.manage; the /{id} target is no course of the caller's: 404).
  'GET /api/admin/course': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/course': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/admin/course/{id}': ['admin', 'merchant', 'staff:setting'],
  'DELETE /api/admin/course/{id}': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/option': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/option': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/option/{id}': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/admin/option/{id}': ['admin', 'merchant', 'staff:setting'],
  'PATCH /api/admin/{name}/{id}': ['admin', 'merchant', 'staff:setting'],
  'DELETE /api/admin/{name}/{id}': ['admin', 'merchant', 'staff:setting'],
  // Foods and alcohol items (menu.manage; the /{id} target is no food: 404). Toggle and delete: /admin/{name}/{id}.
  'GET /api/admin/menu': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/menu': ['admin', 'merchant', 'staff:setting'],
  'GET /api/admin/menu/{id}': ['admin', 'merchant', 'staff:setting'],
  'PUT /api/admin/menu/{id}': ['admin', 'merchant', 'staff:setting'],
  // The restaurant's orders (issue 11): boards by access option, the cashier's actions, printing.
  // The board's default type is the cashier's ('order'); kitchen and waiters name theirs.
  'GET /api/admin/display_order': ['admin', 'merchant', 'staff:order'],
  'GET /api/admin/display_order/events': ['admin', 'merchant', 'staff:order', 'staff:kitchen', 'staff:serve'],
  'GET /api/admin/order_listing': ['admin', 'merchant', 'staff:order'],
  'GET /api/admin/order_detail/{id}': ['admin', 'merchant', 'staff:order'],
  'PATCH /api/admin/toggle_order_status': ['admin', 'merchant', 'staff:order'],
  // Issue 28: what a refund gives back, shown before it is made (the refund's permission).
  'POST /api/admin/order/{id}/refund_quote': ['admin', 'merchant', 'staff:order'],
  'PATCH /api/admin/toggle_claim_status': ['admin', 'merchant', 'staff:order'],
  'PATCH /api/admin/food_status': ['admin', 'merchant', 'staff:kitchen', 'staff:serve'],
  // Issue 28: recalling a bumped ticket (who may move food status, orders.food).
  'GET /api/admin/kitchen_recall': ['admin', 'merchant', 'staff:kitchen', 'staff:serve'],
  'POST /api/admin/order/{id}/recall': ['admin', 'merchant', 'staff:kitchen', 'staff:serve'],
  'POST /api/admin/order': ['admin', 'merchant', 'staff:order'],
  // Issue 29: firing held lines (the cashier, the kitchen and the waiters; another merchant's order: 404).
  'POST /api/admin/order/{id}/fire': ['admin', 'merchant', 'staff:order', 'staff:kitchen', 'staff:serve'],
  // Issue 29: moving a bill, its lines, merging bills (cashier and waiters; another merchant's order: 404).
  'POST /api/admin/order/{id}/move': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  'POST /api/admin/order/{id}/move_lines': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  'POST /api/admin/order/{id}/merge': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  // Issue 29: the guests at the table (the staff who seat tables, orders.move; another merchant's order: 404).
  'POST /api/admin/order/{id}/guests': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  // Issue 29: splitting a bill into shares and undoing it (orders.split; another merchant's order: 404).
  'POST /api/admin/order/{id}/split': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  'POST /api/admin/order/{id}/unsplit': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  // Issue 28: the key-in till's total before placing (the cashier's, as keying in).
  'POST /api/admin/order/price': ['admin', 'merchant', 'staff:order'],
  'POST /api/admin/order/{id}/lines': ['admin', 'merchant', 'staff:order'],
  'PATCH /api/admin/order/{id}/take_away': ['admin', 'merchant', 'staff:order'],
  // Issue 25: money paid twice given back (the refund's permission, orders.cashier).
  'POST /api/admin/order/{id}/give_back': ['admin', 'merchant', 'staff:order'],
  'POST /api/admin/order/{id}/print': ['admin', 'merchant', 'staff:order'],
  'GET /api/admin/order/{id}/receipt': ['admin', 'merchant', 'staff:order'],
  'GET /api/public/orders/{orderToken}/receipt': 'public',
  'GET /api/admin/merchant/printer_connection': ['admin', 'merchant', 'staff:setting'],
  'POST /api/admin/merchant/test_receipt': ['admin', 'merchant', 'staff:setting'],
  // What the key-in dialog reads (orders.cashier) and the kitchen display's stations (orders.view).
  'GET /api/admin/order/menu': ['admin', 'merchant', 'staff:order'],
  'GET /api/admin/stations': ['admin', 'merchant', 'staff:order', 'staff:kitchen', 'staff:serve'],
  // Issue 12: alcohol tickets (the cashier and the waiters serve drinks), a buddy's own tickets.
  'GET /api/admin/ticket_listing': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  // Issue 13: payout items (agents their own, merchants their redemption settlements, admins all).
  'GET /api/admin/report/commission_payout': payoutReaders,
  'GET /api/admin/report/recruitment_allowance_payout': payoutReaders,
  'GET /api/admin/report/agent_payout': payoutReaders,
  'GET /api/admin/report/referral_cash_payout': payoutReaders,
  'GET /api/admin/report/merchant_redemption': payoutReaders,
  'GET /api/admin/report/payout': payoutReaders,
  'GET /api/admin/report/payout_item/{id}': payoutReaders,
  'PATCH /api/admin/report/approve_payout': ['admin'],
  'PATCH /api/admin/report/decline_payout': ['admin'],
  'PATCH /api/admin/report/payout_adjustment': ['admin'],
  'PATCH /api/admin/report/flag_payout_status': ['admin'],
  'GET /api/admin/report/payout_file': ['admin'],
  'GET /api/admin/setting': ['admin'],
  'POST /api/admin/setting': ['admin'],
  // issue 15: announcements (each reader gets what is addressed to them; admins write)
  'GET /api/admin/announcement': contentReaders,
  'GET /api/admin/announcement/{id}': contentReaders,
  'POST /api/admin/announcement': ['admin'],
  'PUT /api/admin/announcement/{id}': ['admin'],
  'POST /api/admin/announcement/{id}/dismiss': contentReaders,
  // issue 15: the update log (every portal user reads what's new; admins write it)
  'GET /api/admin/update_log': contentReaders,
  'GET /api/admin/update_log/whats_new': contentReaders,
  'POST /api/admin/update_log/seen': contentReaders,
  'POST /api/admin/update_log': ['admin'],
  'PUT /api/admin/update_log/{id}': ['admin'],
  'POST /api/admin/update_log/{id}/publish': ['admin'],
  // issue 15: the merchant terms (a merchant with terms to accept reaches only these and its session)
  'GET /api/admin/terms': termsReaders,
  'GET /api/admin/terms/current': termsReaders,
  'GET /api/admin/terms/{id}': termsReaders,
  'GET /api/admin/terms/mine': ['merchant'],
  'GET /api/admin/terms/acceptances': ['admin'],
  'POST /api/admin/terms': ['admin'],
  'POST /api/admin/terms/accept': ['merchant'],
  'GET /api/admin/report/merchant_balance': ['admin'],
  'POST /api/admin/report/clear_balance': ['admin'],
  'GET /api/admin/report/clear_balance_run': ['admin'],
  'GET /api/admin/report/clear_balance_runs': ['admin'],
  'GET /api/public/me/cash_out': ['buddy'],
  'POST /api/public/me/cash_out': ['buddy'],
  'POST /api/admin/ticket_detail/{id}': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  'GET /api/public/me/tickets': ['buddy'],
  // Issue 14: reports (packages/contracts/src/report-catalogue.ts): a merchant's own, the network's, the platform's books;
  // each with its CSV/XLSX export beside it, open to the same roles.
  'GET /api/admin/merchant/best_selling_report': reportReaders.merchant,
  'GET /api/admin/merchant/best_selling_report/export': reportReaders.merchant,
  'GET /api/admin/merchant/sales_report': reportReaders.merchant,
  'GET /api/admin/merchant/sales_report/export': reportReaders.merchant,
  'GET /api/admin/merchant/sales_report_detail': reportReaders.merchant,
  'GET /api/admin/merchant/sales_report_detail/export': reportReaders.merchant,
  'GET /api/admin/merchant/referral_report': reportReaders.merchant,
  'GET /api/admin/merchant/referral_report/export': reportReaders.merchant,
  'GET /api/admin/merchant/summary_report': reportReaders.merchant,
  'GET /api/admin/merchant/summary_report/export': reportReaders.merchant,
  'GET /api/admin/report/summary_report': reportReaders.network,
  'GET /api/admin/report/summary_report/export': reportReaders.network,
  'GET /api/admin/report/platform_transaction': reportReaders.network,
  'GET /api/admin/report/platform_transaction/export': reportReaders.network,
  'GET /api/admin/report/daily_sales': reportReaders.network,
  'GET /api/admin/report/daily_sales/export': reportReaders.network,
  'GET /api/admin/report/daily_sales_detail': reportReaders.network,
  'GET /api/admin/report/daily_sales_detail/export': reportReaders.network,
  'GET /api/admin/report/cashback_summary': reportReaders.network,
  'GET /api/admin/report/cashback_summary/export': reportReaders.network,
  'GET /api/admin/report/referral_bonus': reportReaders.network,
  'GET /api/admin/report/referral_bonus/export': reportReaders.network,
  'GET /api/admin/report/agent_commission': reportReaders.network,
  'GET /api/admin/report/agent_commission/export': reportReaders.network,
  'GET /api/admin/report/redemption_settlement': reportReaders.network,
  'GET /api/admin/report/redemption_settlement/export': reportReaders.network,
  'GET /api/admin/report/accounting': ['admin'],
  'GET /api/admin/report/accounting/export': ['admin'],
  'GET /api/admin/report/cashback_history': ['admin'],
  'GET /api/admin/report/cashback_history/export': ['admin'],
  'GET /api/admin/report/pg_report': ['admin'],
  'GET /api/admin/report/pg_report/export': ['admin'],
  'GET /api/admin/report/registration_report': ['admin'],
  'GET /api/admin/report/registration_report/export': ['admin'],
  'GET /api/admin/report/commission_payout/export': payoutReaders,
  'GET /api/admin/report/recruitment_allowance_payout/export': payoutReaders,
  'GET /api/admin/report/agent_payout/export': payoutReaders,
  'GET /api/admin/report/referral_cash_payout/export': payoutReaders,
  'GET /api/admin/report/merchant_redemption/export': payoutReaders,
  'GET /api/admin/report/payout/export': payoutReaders,
};

/**
 * Issue 26, privacy between merchants: which entries of a buddy's wallet (POST
 * /api/get_wallet_history) each subject allowed above reads, for a buddy who is a member of the
 * demo merchant and of a merchant outside every agent's network. `all`: every entry with the
 * balance after each; `own`: only the entries of orders at the merchants the subject sees (the
 * demo merchant's), without the balance after each. Everyone gets the buddy's balance.
 * test/wallet-privacy.test.ts checks each.
 */
export const walletEntries: Partial<Record<Subject, 'all' | 'own'>> = {
  buddy: 'all',
  admin: 'all',
  master_agent: 'own',
  mentor: 'own',
  agent: 'own',
  merchant: 'own',
  'staff:order': 'own',
  'staff:setting': 'own',
};

/**
 * Issue 26, PRODUCT.md "Accounts" for operation staff: who may, on a staff member with All Access -
 * Setting, set its password or change its login e-mail (PUT /api/admin/merchant_staff_update/{id})
 * and send it a reset link, `before` the holder chose its own password and `after`. `peer` is
 * another Setting staff member of the same merchant; `holder` the staff member itself (its own
 * password goes through Change password, which asks for the current one).
 * test/authz-matrix.test.ts checks each.
 */
export const staffSignIn = {
  owner: {
    password: { before: true, after: false },
    email: { before: true, after: false },
    reset_link: true,
  },
  peer: {
    password: { before: true, after: false },
    email: { before: true, after: false },
    reset_link: false,
  },
  admin: {
    password: { before: true, after: false },
    email: { before: true, after: false },
    reset_link: true,
  },
  holder: {
    password: { before: false, after: false },
    email: { before: true, after: true },
    reset_link: false,
  },
} as const;
