import { Input } from 'antd';
import type { CSSProperties } from 'react';

/** A search box with no visible label: its placeholder says what it searches, and is read aloud. */
export function SearchBox(props: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  style?: CSSProperties;
}) {
  return (
    <Input
      type="search"
      allowClear
      aria-label={props.label}
      placeholder={props.label}
      value={props.value}
      onChange={(e) => props.onSearch(e.target.value)}
      style={props.style}
    />
  );
}
