// Where a published source lives: one place for the PubMed and DOI addresses the guides' source lists and the
// assistant's reference answers link to.

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** A DOI's address; brackets are escaped so the link also survives inside a Markdown link ("10.1002/(SICI)..."). */
export const doiUrl = (doi: string) => `https://doi.org/${encodeURI(doi).replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
