/** The output members the manufacturer operations share, from the spec's "Dictionaries" section. */
import * as out from '../../engine/outputSchema';

export const manufacturerWritten = {
	name: out.req(out.str('Name of the manufacturer')),
	externalId: out.req(out.str('External identifier')),
	acronym: out.req(out.str('Acronym')),
};
