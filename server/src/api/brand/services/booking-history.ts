// Every change of a brand's license or add-ons appends a booking entry (docs/decisions/0006-booking-history.md).

export type BookingEntry = {
  id?: number;
  date: string;
  item: string;
  kind: 'license' | 'addon';
  action: 'booked' | 'cancelled';
  by: string;
};
type Named = { documentId: string; name: string };

/** The entries that describe going from one license and add-on set to another. */
export const bookingEntries = (
  before: { license: Named | null; addons: Named[] },
  after: { license: Named | null; addons: Named[] },
  by: string,
  date = new Date().toISOString(),
): BookingEntry[] => {
  const entries: BookingEntry[] = [];
  if (before.license?.documentId !== after.license?.documentId) {
    if (before.license) entries.push({ date, item: before.license.name, kind: 'license', action: 'cancelled', by });
    if (after.license) entries.push({ date, item: after.license.name, kind: 'license', action: 'booked', by });
  }
  const had = new Set(before.addons.map((a) => a.documentId));
  const has = new Set(after.addons.map((a) => a.documentId));
  for (const addon of before.addons) if (!has.has(addon.documentId)) entries.push({ date, item: addon.name, kind: 'addon', action: 'cancelled', by });
  for (const addon of after.addons) if (!had.has(addon.documentId)) entries.push({ date, item: addon.name, kind: 'addon', action: 'booked', by });
  return entries;
};
