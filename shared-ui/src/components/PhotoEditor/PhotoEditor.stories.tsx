import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { PhotoEditor, type PhotoEditorProps } from './PhotoEditor';

const Frame = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 160px);
  gap: 16px;

  img {
    width: 160px;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 12px;
  }
`;

/** The editor as a page uses it: the cropped photo it hands over appears beside the tile. */
function PhotoEditorDemo(props: Partial<PhotoEditorProps>) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Frame>
      <PhotoEditor {...props} onPhoto={(photo) => setUrl(URL.createObjectURL(photo))} />
      {url && <img src={url} alt="The cropped photo" />}
    </Frame>
  );
}

const meta = {
  title: 'Forms/PhotoEditor',
  component: PhotoEditorDemo,
  args: { disabled: false, invalid: false },
} satisfies Meta<typeof PhotoEditorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddPhoto: Story = {};

export const WithHint: Story = { args: { hint: 'JPEG, PNG or WebP, up to 10 MB' } };

export const Invalid: Story = { args: { invalid: true, hint: 'Choose a photo or skip this step' } };
