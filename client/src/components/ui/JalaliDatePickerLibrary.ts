// react-multi-date-picker ships CommonJS with `exports.default`. Under Node's rules, which the production build
// follows for this "type": "module" package (and the server follows at run time), a default import of it is the
// whole exports object; under the test runner's it is `exports.default`. Take the export either way (DateObject
// comes as ES module to the browser, as CommonJS to the server).
import DateObjectModule from 'react-date-object';
import DatePickerModule from 'react-multi-date-picker';
import TimePickerModule from 'react-multi-date-picker/plugins/time_picker';

function defaultExport<T>(module: T): T {
  return (module as T & { default?: T }).default ?? module;
}

export const DatePicker = defaultExport(DatePickerModule);
export const DateObject = defaultExport(DateObjectModule);
export const TimePicker = defaultExport(TimePickerModule);
export type { DatePickerRef } from 'react-multi-date-picker';
