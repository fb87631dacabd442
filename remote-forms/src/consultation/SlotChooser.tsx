import type { ConsultationSlots } from '@bookcraft/shared/contracts';
import { Listbox } from './Listbox';
import { dateTimeIn, dayLabel, timeIn } from './times';

interface SlotChooserProps {
  slots: ConsultationSlots;
  day: string | undefined;
  start: string | undefined;
  onDay(date: string): void;
  onStart(start: string): void;
  /** The days take the focus when they appear (the visitor just pressed "Pick a time"). */
  focusDays: boolean;
}

/** The visitor's days (a day with no time free says so) and the chosen day's times, each a listbox. */
export function SlotChooser({ slots, day, start, onDay, onStart, focusDays }: SlotChooserProps) {
  const times = slots.days.find((each) => each.date === day)?.slots ?? [];
  return (
    <div>
      <p>Day</p>
      <Listbox
        id="consultation-day"
        label="Day"
        options={slots.days.map((each) => ({ id: each.date, label: dayLabel(each.date), note: each.slots.length ? undefined : 'no times', disabled: !each.slots.length }))}
        selected={day}
        onSelect={onDay}
        autoFocus={focusDays}
      />
      {day && (
        <>
          <p>Time</p>
          <Listbox
            id="consultation-time"
            label={`Time on ${dayLabel(day)}`}
            options={times.map((slot) => ({ id: slot.start, label: timeIn(slot.start, slots.zone), spoken: dateTimeIn(slot.start, slots.zone) }))}
            selected={start}
            onSelect={onStart}
          />
        </>
      )}
    </div>
  );
}
