export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, ConfirmActions } from './confirm-dialog';
export { useModal, type ModalOptions } from './use-modal';
export { FOCUSABLE, focusables, inertOthers } from './focus';
export { Icon, type IconName } from './icon';
export { Button, IconButton, type ButtonVariant } from './button';
export { Tabs } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export { useFormFields } from './use-form-fields';
