/** What the complaint operations share: the complaint locator. */
import { locator } from '../../engine/resourceHelpers';

/** The complaint an operation reads: picked from the list or given by ID. */
export const complaintId = locator({
	name: 'complaintId',
	displayName: 'Complaint',
	searchListMethod: 'searchComplaints',
	description: 'The complaint to read',
});
