import type { ResourceDef } from '../operation';
import { segment } from './segment';

/** Every resource of the action node. Each file holds all of one resource's operations. */
export const resources: ResourceDef[] = [segment];
