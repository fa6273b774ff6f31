import { TimePicker, type TimePickerProps } from 'antd';

/**
 * A time of day, HH:mm in 5-minute steps. Enter takes the typed time but does not submit the form
 * around it: the browser's implicit submission on Enter saved the whole form once per key press.
 */
export function TimeField(props: TimePickerProps) {
  return (
    <TimePicker
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      style={{ width: '100%' }}
      {...props}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
