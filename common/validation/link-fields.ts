// Form fields that hold links or pictures, under the one link rule (./link).
import * as v from 'valibot';
import { optionalText } from './fields';
import { isLink, isPictureAddress } from './link';
import { linkMessage, messages } from './messages';

/** An optional picture address (see isPictureAddress): blank → null. */
export function optionalPictureField(message: string = messages.pictureAddress) {
  return v.pipe(
    optionalText(2048, message),
    v.check((s) => s == null || isPictureAddress(s), message),
  );
}

/** Links one per line (blank lines allowed); the first line that is not a link is named in the message. */
export function linkListField(max: number) {
  return v.pipe(
    optionalText(max),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value == null) return;
      const lines = dataset.value.split('\n').map((line) => line.trim());
      const wrong = lines.find((line) => line !== '' && !isLink(line));
      if (wrong !== undefined) addIssue({ message: linkMessage(wrong) });
    }),
  );
}
