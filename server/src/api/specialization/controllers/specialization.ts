import { referenceTableController } from '../../../access/reference-in-use';

// A reference table: deleting an entry that is still in use is refused (409).
export default referenceTableController('api::specialization.specialization');
