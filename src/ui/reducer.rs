//! Yew's [`Reducible`] for the table's [`Model`]: a thin wrapper over the pure
//! [`Model::update`] (in [`crate::table::model`], tested natively), so the app can hold
//! the model in one `use_reducer`.

use std::rc::Rc;

use yew::Reducible;

use crate::table::model::{Model, Msg};

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        m.update(msg);
        Rc::new(m)
    }
}
