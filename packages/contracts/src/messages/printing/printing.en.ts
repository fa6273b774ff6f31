/** Server messages of printing (modules/printing: issues 11 and 26), spread into en.ts. */
export const printingEn = {
  'mail.receipt.subject': 'Your receipt {{receipt}} from {{store}}',
  'mail.receipt.body':
    'Thank you for dining at {{store}}.\n\nReceipt {{receipt}}, order No. {{order}}: total {{total}}, amount charged {{charged}}.\n\nYour receipt: {{link}}\n\nMeja',
  'error.printer_unreachable': 'Printer number incorrect or status off',
  'error.printer_busy': 'Please wait for printer to finish',
  'error.printer_not_set_up':
    'No printer added yet: enter the printer’s series number (SN or network address) on the Printers page and save it.',
  'error.print_status_refused': 'This print is {{from}} and cannot become {{to}}.',
  'success.print_successful': 'Print successful',
  'success.printer_online': 'The printer is online.',
  'error.receipt_not_paid': 'The receipt comes once the order is paid.',
  'validation.category_unknown': 'Choose categories of this menu.',
  'validation.category_one_station': 'A category prints at one station only.',
  // issue 26: where a network printer may be (modules/printing/address-rules.ts)
  'validation.printer_address_loopback': 'This address is the server itself (loopback), not a printer.',
  'validation.printer_address_link_local': 'Link-local and cloud metadata addresses cannot be printers.',
  'validation.printer_address_unusable': 'This address is no printer (unspecified, broadcast or multicast).',
  'validation.printer_address_private':
    'This installation does not print to this private network. Use the printer’s public address, or a cloud printer.',
  'validation.printer_port': 'This port is not a printer port on this installation (raw printing is 9100).',
  'validation.printer_address_taken': 'Another merchant already uses this printer.',
  'print.receipt': 'RECEIPT',
} as const;
