import { billsEn } from './bills/bills.en';
import { announcementsEn } from './content/announcements.en';
import { settingsEn } from './content/settings.en';
import { termsEn } from './content/terms.en';
import { updateLogEn } from './content/update-log.en';
import { buddiesEn } from './loyalty/buddies.en';
import { rewardsEn } from './loyalty/rewards.en';
import { ticketsEn } from './loyalty/tickets.en';
import { coursesEn } from './orders/courses.en';
import { guestsEn } from './orders/guests.en';
import { movesEn } from './orders/moves.en';
import { sandboxEn } from './payments/sandbox.en';
import { agentsEn } from './payouts/agents.en';
import { itemsEn } from './payouts/items.en';
import { settlementsEn } from './payouts/settlements.en';
import { printEn } from './printing/print.en';
import { printingEn } from './printing/printing.en';
import { reportsEn } from './reports/common.en';

/** Server messages by code: error codes, validation keys and success texts (SPEC §8). */
export const en = {
  'error.validation': 'Some fields need your attention.',
  'error.bad_request': 'The request could not be read.',
  'error.unauthenticated': 'Please sign in again.',
  'error.invalid_credentials': 'Wrong username or password.',
  'error.forbidden': 'You do not have access to this.',
  'error.not_found': 'Not found.',
  'error.conflict': 'This conflicts with existing data.',
  'error.payload_too_large': 'The upload is too large.',
  'error.file_too_large': 'File too large: at most {{max}}.',
  'error.too_many_files': 'Too many files: at most {{max}}.',
  'error.too_deeply_nested': 'Too deeply nested (at most {{max}} levels).',
  'error.multipart_malformed': 'The form could not be read: its multipart body is malformed or cut short.',
  'error.unsupported_media_type': 'This type of content is not accepted.',
  'error.too_many_attempts': 'Too many failed attempts. Please wait {{seconds}} seconds and try again.',
  'error.too_many_requests': 'Too many requests. Please wait {{seconds}} seconds and try again.',
  'error.internal': 'An unexpected error occurred, please contact support!',
  'error.unavailable': 'The service is briefly unavailable. Please try again in a few seconds.',
  'error.account_inactive': 'This account is inactive. Please contact your administrator.',
  'error.reset_link_invalid': 'This reset link is invalid or has expired. Please ask for a new one.',
  'error.current_password_wrong': 'The current password is wrong.',
  'error.first_login_closed':
    'This account has already set its own password; its first-time login is closed.',
  'error.first_login_required': 'Please set your own password first.',
  'error.self_deactivate': 'You cannot deactivate your own account.',
  'error.username_taken': 'This username is already taken.',
  'error.email_taken': 'This e-mail is already used by another account.',
  'error.username_is_email':
    'This username is already used by another account as its e-mail. Choose another username.',
  'error.email_is_username': 'This e-mail is already used by another account as its username.',
  'error.admin_only_sign_in_details':
    "Only an administrator can change another account's username, e-mail or phone number.",
  'error.deactivate_admin_only':
    'This account has signed in and set its own password: only an administrator can deactivate it.',
  'error.first_login_onboarding_over':
    'This merchant is active or has signed in: only it sets its password now (an administrator can help).',
  'error.deactivate_signed_in': 'This account has signed in: only an administrator can deactivate it.',
  'error.staff_password_own':
    'This operation user has set their own password: only they can change it. Send them a reset link instead.',
  'error.staff_own_password_here': 'Change your own password under Change password.',
  'error.staff_email_own':
    'This operation user has set their own password: only they can change their login e-mail.',
  'error.agent_not_found': 'The chosen agent does not exist.',
  'error.table_name_taken': 'A table with this name already exists.',

  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.invalid_type': 'This value has the wrong type.',
  'validation.too_small': 'Must be at least {{min}}.',
  'validation.too_big': 'Must be at most {{max}}.',
  'validation.string_too_short': 'Must be at least {{min}} characters.',
  'validation.string_too_long': 'Must be at most {{max}} characters.',
  'validation.enum': 'Must be one of: {{options}}.',
  'validation.unknown_field': 'Unknown field.',
  'validation.date': 'Use a date like 2026-01-31.',
  'validation.order': 'Order by a column name, optionally followed by :asc or :desc.',
  'validation.real_date': 'Must be a real date, YYYY-MM-DD.',
  'validation.greater_than': 'Must be more than {{min}}.',
  'validation.less_than': 'Must be less than {{max}}.',
  'validation.username_required': 'Username is required.',
  'validation.username_too_long': 'Username must be at most 60 characters.',
  'validation.username_chars': 'Username may use letters, digits and . _ @ + - only.',
  'validation.email': 'Please enter a valid e-mail.',
  'validation.password_required': 'Password is required.',
  'validation.password_too_long': 'Password must be at most 128 characters.',
  'validation.password_min': 'Password must be at least 8 characters.',
  'validation.password_number': 'Password must include at least one number.',
  'validation.password_capital': 'Password must include at least one capital letter.',
  'validation.password_small': 'Password must include at least one small letter.',
  'validation.password_symbol': 'Password must include at least one symbol.',
  'validation.password_confirmation_mismatch': 'Password Confirmation Does Not Match',
  'validation.new_password_mismatch': 'New password does not match',
  'validation.current_password_required': 'Please enter your current password.',
  'validation.subagent_required': 'Choose the sub-agent who handles this merchant.',
  'error.subagent_not_found': 'The chosen sub-agent does not exist.',
  'error.subagent_merchants_only': 'Only merchants are handled by a sub-agent.',
  'error.terms_required': 'The merchant must accept the merchant terms and conditions.',
  'error.admin_only_field': 'Only an administrator can change this.',

  'success.logged_out': 'Signed out.',
  'success.password_changed': 'Password changed successfully.',
  'success.password_set': 'Password set successfully.',
  'success.reset_email_sent':
    'If an account uses this e-mail, we have sent it a link to reset the password. The link works for 30 minutes.',
  'success.welcome': 'Welcome to Merchant Portal',
  'success.user_created': 'User created successfully.',
  'success.merchant_created': 'Merchant created successfully.',
  'success.user_updated': 'User updated successfully.',
  'success.merchant_updated': 'Merchant updated successfully.',
  'success.agent_updated': 'Agent updated successfully.',
  'success.sub_agent_created': 'Sub-agent created successfully.',
  'success.sub_agent_updated': 'Sub-agent updated successfully.',
  'success.buddy_updated': 'Buddy updated successfully.',
  'status.active': 'active',
  'status.inactive': 'inactive',
  'success.status_changed': 'Status changed to {{status}}.',
  'success.staff_created': 'Operation user created successfully.',
  'success.staff_updated': 'Operation user updated successfully.',
  'success.staff_reset_link_sent': 'A password reset link was sent to {{email}}.',
  'success.table_created': 'Table created successfully.',
  'success.table_updated': 'Table updated successfully.',
  'success.table_deleted': 'Table deleted successfully.',
  'success.table_regenerated': 'New QR code created. The old code no longer works.',

  // media library (keep these keys together)
  'validation.picture_type': 'Only JPG or PNG images are accepted.',
  'validation.picture_too_large': 'The image must be at most 1 MB.',
  'validation.picture_unreadable': 'This image could not be read. Please choose another file.',
  'validation.picture_dimensions': 'The image must be at most 40 megapixels.',
  'validation.media_name_too_long': 'The display name must be at most 120 characters.',
  'validation.media_nothing_to_change': 'Give a new display name or a new picture.',
  'success.media_uploaded': 'Photo uploaded successfully.',
  'success.media_updated': 'Photo updated successfully.',
  'success.media_deleted': 'Photo deleted successfully.',

  // store and company (keep these keys together)
  'validation.money': 'Enter an amount like 12.50.',
  'validation.money_decimals': 'Use at most two decimal places.',
  'validation.money_negative': 'Must not be negative.',
  'validation.money_too_big': 'This amount is too large.',
  'validation.percent_too_big': 'A percentage must be at most 100.',
  'validation.whole_number': 'Enter a whole number.',
  'validation.time': 'Use a time like 09:30.',
  'validation.postcode': 'A postcode has 5 digits.',
  'validation.state': 'Choose a Malaysian state.',
  'validation.halal_status': 'Choose halal or non-halal.',
  'validation.dine_in_payment': 'Choose pay first or pay at the end.',
  'validation.printer_model': 'The printer model is 58 or 80 (mm).',
  'validation.receipt_format': 'Up to 10 characters: capital letters, digits, - and /.',
  'validation.sub_printers_max': 'At most 10 sub printers.',
  'validation.icno': 'Please enter a valid 12-digit IC No (e.g. 900101-14-5678).',
  'validation.phone': 'Please enter a valid Malaysian phone number.',
  'validation.bank': 'Choose a bank from the list.',
  'validation.account_no': 'Account No must be a number of 6 to 20 digits.',
  'validation.bank_account_name_mismatch': 'Registered Business Name and Bank Account Name must be the same.',
  'validation.year_of_business': 'Enter a year from 1900 to this year.',
  'validation.picture_not_in_library': 'This image is not in the media library.',
  'error.profile_pg_owner_only': 'Only the merchant or an administrator can set payment gateway credentials.',
  'error.profile_merchant_active':
    'This merchant is active: agents can change its store and company details only while it is being set up.',
  'error.profile_company_staff': 'Operation staff cannot open the company profile.',
  'error.profile_read_only': 'Sub-agents can view the store and company details but not change them.',
  'success.store_updated': 'Store details updated successfully.',
  'success.company_updated': 'Company details updated successfully.',
  'success.sub_printers_updated': 'Sub-printer details updated successfully.',

  // menu categories, option groups and admin items (keep these keys together)
  'error.category_name_taken': 'A category with this name already exists.',
  'error.category_stale':
    'Someone else changed this category while you were editing. Reload to see their changes.',
  'error.category_has_foods': 'Delete blocked because the food category contains at least 1 food menu.',
  'error.option_group_name_taken': 'An option group with this name already exists.',
  'error.option_group_stale':
    'Someone else changed this option group while you were editing. Reload to see their changes.',
  'error.option_group_in_use': 'This option group is used by {{count}} food(s). Remove it from them first.',
  'error.self_delete': 'You cannot delete your own account.',
  'validation.category_kinds': 'All categories must be of the same kind (food or alcohol).',
  'validation.ids_repeated': 'Each item may appear only once.',
  'validation.options_required': 'Add at least one option.',
  'validation.options_too_many': 'A group has at most 50 options.',
  'validation.option_max_below_min': 'The maximum must not be less than the minimum.',
  'validation.option_max_over_count': 'The maximum cannot be more than the number of active options.',
  'validation.option_name_repeated': 'Each option of a group needs its own name.',
  'validation.option_not_in_group': 'This option is not part of this group.',
  'validation.toggle_type': 'This cannot be switched here.',
  'success.category_created': 'Category created successfully.',
  'success.category_updated': 'Category updated successfully.',
  'success.category_deleted': 'Category deleted successfully.',
  'success.category_order_saved': 'Category order saved.',
  'success.option_created': 'Food option created successfully.',
  'success.option_updated': 'Food option updated successfully.',
  'success.option_deleted': 'Option deleted successfully.',
  'success.staff_deleted': 'Operation user deleted successfully.',

  // foods and alcohol items (keep these keys together)
  'validation.food_code_length': 'A food code has at most 4 characters.',
  'error.food_code_taken': 'This code is already used by another food.',
  'validation.food_category': 'Choose a category of this menu.',
  'validation.food_category_food': 'This is an alcohol category: choose a food category.',
  'validation.food_category_alcohol': 'This is a food category: choose an alcohol category.',
  'validation.food_option_groups': 'Choose option groups of this store.',
  'validation.food_option_groups_max': 'Choose at most 30 option groups.',
  'validation.food_stock_image': 'This photo is not in the food image library.',
  'validation.food_picture_sources':
    'Choose one picture: an upload, the media library or the food image library.',
  'validation.food_weekdays': 'Days are numbered 0 (Monday) to 6 (Sunday).',
  'validation.food_weekdays_none': 'Choose at least one day.',
  'validation.food_time_pair': 'Give both the start and the end time, or neither.',
  'validation.food_time_same': 'The end time must differ from the start time.',
  'error.food_stale': 'Someone else saved this food while you were editing. Reload to see their changes.',
  'success.food_created': 'Food created successfully.',
  'success.food_updated': 'Food updated successfully.',
  'success.food_deleted': 'Food deleted successfully.',
  'success.alcohol_created': 'Alcohol item created successfully.',
  'success.alcohol_updated': 'Alcohol item updated successfully.',
  'success.alcohol_deleted': 'Alcohol item deleted successfully.',
  'success.food_take_away_on': 'Take-away is now offered.',
  'success.food_take_away_off': 'Take-away is no longer offered.',
  'success.food_birthday_gift_on': 'Now offered only as a birthday gift.',
  'success.food_birthday_gift_off': 'No longer a birthday gift only.',

  // diners' menu (keep these keys together)

  // stock food photos (keep these keys together)
  'validation.stock_tag_too_long': 'A tag must be at most 30 characters.',
  'validation.stock_too_many_tags': 'Give at most 10 tags.',
  'validation.stock_image_nothing_to_change': 'Give a new display name, new tags or a new picture.',
  'success.stock_image_created': 'Food photo created successfully.',
  'success.stock_image_updated': 'Food photo updated successfully.',
  'success.stock_image_deleted': 'Food photo deleted successfully.',

  // buddy sign-in (keep these keys together)
  'validation.otp_code': 'Enter the 6-digit code from the SMS.',
  'error.otp_invalid': 'This code is wrong or has expired. Ask for a new one.',
  'error.otp_wait': 'Please wait {{seconds}} seconds before asking for another code.',
  'success.otp_sent': 'We sent a code to {{phone}}. It is valid for 5 minutes.',
  'success.buddy_signed_in': 'Signed in.',
  'sms.otp': 'Your Meja code is {{code}}. It is valid for 5 minutes. Never share it with anyone.',

  // payments (keep these keys together)
  'validation.unknown_bank': 'Choose one of the listed banks.',
  'validation.unknown_wallet': 'Choose one of the listed e-wallets.',
  'error.order_already_paid': 'This order is already paid.',
  'error.order_not_payable': 'This order can no longer be paid online.',
  'error.order_expired': 'This order expired before it was paid. Please order again.',
  'error.order_voided': 'This order was voided and can no longer be paid. Please order again.',
  'success.pay_at_counter': 'Pay at the counter: show your order number to the cashier.',
  'error.payment_gateway_unavailable': 'The payment service is not answering. Please try again in a moment.',
  'error.payment_gateway_not_configured':
    'This store cannot take online payments yet. Please pay at the counter.',
  'error.payment_bad_signature': 'The payment notice could not be verified.',

  // orders (keep these keys together)
  'validation.cart_empty': 'Add at least one food to the cart.',
  'validation.idempotency_key': 'Send an Idempotency-Key header of 8 to 100 visible characters.',
  'error.foods_unavailable': 'Sold out or no longer available: {{names}}.',
  'validation.food_unavailable': 'Sold out or no longer available.',
  'error.store_closed': '{{store}} is closed now and not taking orders.',
  'error.not_enough_left': 'Only {{count}} left of {{name}}.',
  'error.option_not_offered': '{{food}}: this option is not offered.',
  'error.option_group_min': '{{food}}: choose at least {{min}} of {{group}}.',
  'error.option_group_max': '{{food}}: choose at most {{max}} of {{group}}.',
  'validation.option_repeated': 'Give each option once, with its quantity.',
  'validation.take_away_not_offered': 'This food is not offered for take-away.',
  'validation.fpx_unavailable':
    'Instant bank transfer is not available for this bill. Choose another way to pay.',
  'error.idempotency_key_reused':
    'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  'error.order_status_refused': 'This order is {{from}} and cannot become {{to}}.',
  'error.food_status_refused': 'This item is {{from}} and cannot become {{to}}.',
  'error.payment_status_refused': 'This payment is {{from}} and cannot become {{to}}.',
  'success.order_placed': 'Order placed.',

  'mail.reset.subject': 'Reset your Meja password',
  'mail.reset.body':
    'Hello {{name}},\n\nSomeone asked to reset the password of your Meja account. Open this link within 30 minutes to choose a new password:\n\n{{link}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n\nMeja',
  // issue 11: cashier actions, food status, keyed-in orders (modules/orders/admin)
  'validation.reason_required': 'Give a reason.',
  'validation.refund_lines_unknown': 'Choose items of this order.',
  'validation.refund_not_through_gateway':
    'This order was not paid online: choose how the money was given back.',
  'error.order_not_payable_now': 'This order is {{status}} and cannot be marked paid.',
  'error.order_not_voidable': 'This order is {{status}}: only an unpaid order can be voided.',
  'error.order_not_refundable': 'This order is {{status}}: only a paid order can be refunded.',
  'error.lines_already_refunded': 'Already refunded: {{names}}.',
  'error.order_no_birthday_gift': 'This order has no birthday gift to claim.',
  'error.claim_status_refused': 'This birthday gift is {{from}} and cannot become {{to}}.',
  'error.order_not_in_kitchen': 'This order is {{status}} and not in the kitchen yet: its food cannot move.',
  'error.food_status_serve_only': 'Your access lets you only mark items that are ready as served.',
  'error.nothing_ready_to_serve':
    'Nothing on this order is ready to serve yet: the kitchen marks food ready first.',
  'error.store_no_serve_stage':
    'This store does not use the ready-to-serve stage, so the kitchen completes the food. Switch the stage on in the store settings to serve from this screen.',
  'error.tab_being_paid': 'The bill is being paid; ask staff to add items.',
  'error.tab_changed': 'A round was just added to the bill: check the total and pay again.',
  'validation.tab_points': 'Points are used when the bill is paid.',
  'error.order_not_open': 'This order is {{status}}: items can be added only to an unpaid counter order.',
  'error.order_not_open_online': 'This order is paid online: key in the new items as a new order.',
  'error.order_not_open_take_away':
    'This order is {{status}}: only an unpaid or paid order can be marked take-away or eat-in.',
  'order_admin.status.unpaid': 'unpaid',
  'order_admin.status.paid': 'paid',
  'order_admin.status.void': 'voided',
  'order_admin.status.refunded': 'refunded',
  'order_admin.status.expired': 'expired',
  'order_admin.status.split': 'split',
  'success.order_marked_paid': 'Order marked paid.',
  'success.order_voided': 'Order voided.',
  'success.order_refunded': 'Refund recorded.',
  'success.claim_updated': 'Birthday gift updated.',
  'success.food_status_updated': 'Food status updated.',
  'success.order_keyed_in': 'Order keyed in.',
  'success.lines_added': 'Items added to the order.',
  'success.take_away_updated': 'Take-away updated.',
  // issue 25: money paid twice given back (modules/orders/admin/give-back.ts)
  'validation.give_back_amount': 'Give back an amount above RM 0.00.',
  'validation.give_back_too_much': 'Only {{due}} is left to give back.',
  'error.give_back_key_reused':
    'This Idempotency-Key was already used for a different give-back. Use a new key for a new one.',
  'success.order_given_back': 'Give-back recorded.',
  // issue 28: a till's calls sent again take effect once (modules/orders/admin)
  'error.payment_key_reused':
    'This Idempotency-Key was already used for a different payment. Use a new key for a new one.',
  // issue 28: a bumped kitchen ticket recalled (modules/orders/admin/recall.ts)
  'error.nothing_to_recall':
    'This ticket was not bumped off the kitchen display: there is nothing to recall.',
  'error.recall_too_late':
    'This ticket was bumped more than {{minutes}} minutes ago and can no longer be recalled.',
  'error.recall_order_closed': 'This order is {{status}}: its food cannot go back to the kitchen.',
  'success.ticket_recalled': 'Ticket recalled to the kitchen.',
  // issue 11: boards and dashboard (modules/orders/board, modules/dashboard)
  'validation.event_stream': 'This is an event stream: send the header Accept: text/event-stream.',
  'validation.date_range': 'The end date must be on or after the start date.',
  'validation.date_range_too_long': 'Choose a range of at most 366 days.',
  // the tables' QR sheet (modules/tables, issue 28)
  'tables.sheet.title': 'QR codes of {{store}}',
  'tables.sheet.scan': 'Scan to order',
  'tables.sheet.qr_alt': 'QR code to order at table {{table}}',
  'tables.sheet.fold': 'Fold here',
  // issue 26: every way a bill was paid, and what was charged (modules/printing/documents.ts)
  'validation.tendered_short': 'The cash handed over must be at least {{due}}.',
  // issue 12: the loyalty programme, one file per part (messages/loyalty/)
  ...buddiesEn,
  ...rewardsEn,
  ...ticketsEn,
  ...sandboxEn,
  // issue 13: agents and payouts, one file per part (messages/payouts/)
  ...agentsEn,
  ...itemsEn,
  ...settlementsEn,
  // issue 14: reports (messages/reports/)
  ...reportsEn,
  // issue 15: platform content (messages/content/)
  ...announcementsEn,
  ...updateLogEn,
  ...termsEn,
  ...settingsEn,
  ...printingEn,
  ...coursesEn,
  ...movesEn,
  ...guestsEn,
  ...billsEn,
  ...printEn,
} as const;

export type MessageKey = keyof typeof en;
