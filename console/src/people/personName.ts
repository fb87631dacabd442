import { visitorName } from '../ui/visitorName';
import type { Person } from './peopleApi';

/** A person as the console names them: the first name they gave, else an e-mail, else the visitor's short id. */
export const personName = (person: Person) => visitorName(person.names[0], person.emails[0], person.visitorId);
