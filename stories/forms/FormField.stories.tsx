import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Box, Input, Textarea } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { FormField, OptionsSelect, SelectField } from '../../src/ui/forms/FormField';

const T = translator('ptBr').APPLICATIONS;

/** A field on its own, as wide as a dialog's column. */
const column: Decorator = (Story) => (
  <Box p="6" maxW="sm">
    <Story />
  </Box>
);

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  decorators: [column],
  args: {
    label: T.NAME(),
    required: true,
    children: <Input name="name" autoComplete="off" defaultValue="Cantina Online" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A required text input, filled in. */
export const Required: Story = {};
/** An optional input with its hint below. */
export const WithHint: Story = {
  args: { label: T.DOMAIN(), required: false, helper: T.DIALOG.DOMAIN_HINT(), children: <Input name="domain" autoComplete="off" /> },
};
/** A required input left empty: its message instead of the hint. */
export const Invalid: Story = {
  args: { label: T.VERSION(), helper: T.DIALOG.VERSION_HINT(), error: T.FIELD.REQUIRED(), children: <Input name="version" autoComplete="off" /> },
};
/** Frozen while saving. */
export const Disabled: Story = { args: { disabled: true } };
const PLATFORMS = [
  { value: 'web', label: 'Web' },
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
];

/** A required select, nothing picked: its empty first option. */
export const Select: Story = {
  render: () => <SelectField label={T.TYPE()} name="typeApp" value="" options={PLATFORMS} placeholder={T.DIALOG.TYPE_PICK()} required onChange={fn()} onBlur={fn()} />,
};
/** A required select left empty once touched: its message. */
export const SelectInvalid: Story = {
  render: () => (
    <SelectField label={T.TYPE()} name="typeApp" value="" options={PLATFORMS} placeholder={T.DIALOG.TYPE_PICK()} required error={T.FIELD.REQUIRED()} onChange={fn()} onBlur={fn()} />
  ),
};
/** A select that always has a value (no empty option), frozen while saving. */
export const SelectDisabled: Story = {
  render: () => <SelectField label={T.TYPE()} name="typeApp" value="ios" options={PLATFORMS} disabled onChange={fn()} onBlur={fn()} />,
};
/** The bare select every form field and list filter draws, here with an "any" first option, named by a label of its own. */
export const Options: Story = {
  render: () => (
    <div>
      <label htmlFor="options-story">{T.TYPE()}</label>
      <OptionsSelect id="options-story" value="" options={PLATFORMS} placeholder={T.LOOKUPS.ANY()} onChange={fn()} />
    </div>
  ),
};
/** A text area inside. */
export const TextArea: Story = {
  args: { label: T.DIALOG.TERMS(), required: false, helper: T.DIALOG.TERMS_HINT(), children: <Textarea name="privacyTerms" rows={4} /> },
};
/** In English. */
export const English: Story = {
  args: { label: translator('en').APPLICATIONS.VERSION(), helper: translator('en').APPLICATIONS.DIALOG.VERSION_HINT() },
  globals: { locale: 'en' },
};
