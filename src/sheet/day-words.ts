// A day spelt out ("25 November 2026"), as the results sheet's note of when it was scored and the
// web page's line of when the session was played both write it: no locale can read the day as the
// month.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * The day `day` of month `month` (1-12) of `year` in words; null for a month outside 1-12.
 *
 * @example
 * dayInWords(2026, 11, 25); // "25 November 2026"
 * dayInWords(2026, 13, 1); // null
 */
export function dayInWords(year: number, month: number, day: number): string | null {
  const name = MONTHS[month - 1];
  return name === undefined ? null : `${day} ${name} ${year}`;
}
