// The clock the discount rules are read with. One object, so a test can fix the time
// (`vi.spyOn(discountClock, 'now')`) for both the admin's statuses and checkout's date checks.
export const discountClock = { now: (): Date => new Date() };
