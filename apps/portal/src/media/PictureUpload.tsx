import { UploadOutlined } from '@ant-design/icons';
import { mediaLimits } from '@meja/contracts/constants';
import { Button, Form, type FormInstance, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { pictureProblem } from './limits';

export interface PictureUploadProps {
  form: FormInstance;
  label: string;
  extra: string;
  /** The button's text. */
  choose: string;
  required: boolean;
  /** The file's name (without its ending) fills an empty `display_name`. */
  names: boolean;
}

/**
 * A photo's `picture` field in a dialog (the media and food photo libraries): one file, kept for
 * the form until Save. A file the server would refuse by its declared type or size is refused on
 * the field at once; the server still judges its content.
 */
export function PictureUpload({ form, label, extra, choose, required, names }: PictureUploadProps) {
  const { t } = useTranslation();
  const check = (file: File) => {
    const problem = pictureProblem(t, file);
    if (!problem) return false;
    form.setFields([{ name: 'picture', errors: [problem] }]);
    return Upload.LIST_IGNORE;
  };
  const picked = (files: UploadFile[]) => {
    const name = files[0]?.name;
    if (names && name && !form.getFieldValue('display_name')) {
      form.setFieldValue('display_name', name.replace(/\.[^.]+$/, '').slice(0, mediaLimits.maxDisplayName));
    }
    return files;
  };
  return (
    <Form.Item
      name="picture"
      label={label}
      extra={extra}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => picked(e.fileList)}
      rules={required ? [{ required: true, message: t('validation.required') }] : []}
    >
      <Upload accept={mediaLimits.accept.join(',')} listType="picture" maxCount={1} beforeUpload={check}>
        <Button icon={<UploadOutlined />}>{choose}</Button>
      </Upload>
    </Form.Item>
  );
}
