/** The output members the manufacturer operations share, from the spec's "Dictionaries" section. */
import { req, str } from '../../engine/outputSchema';

export const manufacturerWritten = {
	name: req(str('Name of the manufacturer')),
	externalId: req(str('External identifier')),
	acronym: req(str('Acronym')),
};
