// Notifications (spec doc 1 §3, §7): the admin's create call and list paging. Our wording for their messages.
import * as v from 'valibot';
import { NOTIFICATION_TYPES, NotificationType } from '../enums';
import { formObject, optionalLinkField, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';

/** Spec: any type other than the known ones is treated as SYSTEM. */
export function toNotificationType(value: unknown): NotificationType {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (NOTIFICATION_TYPES as readonly string[]).includes(upper)
    ? (upper as NotificationType)
    : NotificationType.SYSTEM;
}

/** POST /notifications (admin). */
export const notificationCreateSchema = formObject({
  userId: v.pipe(
    v.optional(v.number(messages.notificationUserRequired), 0),
    v.integer(messages.notificationUserRequired),
    v.minValue(1, messages.notificationUserRequired),
  ),
  type: v.pipe(
    v.nullish(v.string(messages.invalidValue)),
    v.transform((s): NotificationType => toNotificationType(s)),
  ),
  title: v.pipe(requiredText(messages.notificationTitleRequired), v.maxLength(200, maxLengthMessage(200))),
  message: v.pipe(
    requiredText(messages.notificationMessageRequired),
    v.maxLength(2000, maxLengthMessage(2000)),
  ),
  actionUrl: optionalLinkField(),
});
export type NotificationCreateInput = v.InferInput<typeof notificationCreateSchema>;
export type NotificationCreateOutput = v.InferOutput<typeof notificationCreateSchema>;

/** Page (0-based) and size of a list. */
export const pagingSchema = formObject({
  page: v.pipe(
    v.number(messages.pageInvalid),
    v.integer(messages.pageInvalid),
    v.minValue(0, messages.pageInvalid),
  ),
  size: v.pipe(
    v.number(messages.pageSizeInvalid),
    v.integer(messages.pageSizeInvalid),
    v.minValue(1, messages.pageSizeInvalid),
    v.maxValue(100, messages.pageSizeInvalid),
  ),
});
export type PagingOutput = v.InferOutput<typeof pagingSchema>;
