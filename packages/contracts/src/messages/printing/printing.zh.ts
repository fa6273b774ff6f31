/** Server messages of printing (modules/printing: issues 11 and 26), spread into zh.ts. */
export const printingZh = {
  'mail.receipt.subject': '{{store}} 的收据 {{receipt}}',
  'mail.receipt.body':
    '感谢您光临 {{store}}。\n\n收据 {{receipt}}，订单 {{order}} 号：总计 {{total}}，收费 {{charged}}。\n\n您的收据：{{link}}\n\nMeja',
  'error.printer_unreachable': '打印机编号错误或状态为关闭',
  'error.printer_busy': '请等待打印机完成打印',
  'error.printer_not_set_up': '尚未添加打印机：请在「打印机」页面填写打印机序列号（SN 或网络地址）并保存。',
  'error.print_status_refused': '此打印任务当前为 {{from}}，无法变为 {{to}}。',
  'success.print_successful': '打印成功',
  'success.printer_online': '打印机在线。',
  'error.receipt_not_paid': '订单付款后才有收据。',
  'validation.category_unknown': '请选择此菜单中的类别。',
  'validation.category_one_station': '每个类别只能在一个工作站打印。',
  'validation.printer_address_loopback': '此地址是服务器本身（回环地址），不是打印机。',
  'validation.printer_address_link_local': '链路本地地址和云元数据地址不能作为打印机。',
  'validation.printer_address_unusable': '此地址不是打印机（未指定、广播或组播地址）。',
  'validation.printer_address_private': '本系统不向此私有网络打印。请使用打印机的公网地址，或云打印机。',
  'validation.printer_port': '此端口不是本系统允许的打印机端口（原始打印端口为 9100）。',
  'validation.printer_address_taken': '其他商家已在使用此打印机。',
  'print.receipt': '收据',
} as const;
